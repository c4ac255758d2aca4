// What the header shows about the signed-in visitor (getShellUser builds it; Header renders it).

export interface ShellUser {
  fullName: string;
  email: string;
  dashboardPath: string;
  avatarUrl: string | null;
  /** Buyers' menu also offers their organisation and lists (issue 36). */
  buyer?: boolean;
}
