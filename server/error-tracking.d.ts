export const FLUSH_ON_SHUTDOWN_MS: number;
export const ALLOWED_HEADERS: string[];
export function scrubEvent<E extends object>(event: E): E;
export function errorTrackingEnabled(): boolean;
export function reportError(error: unknown): void;
export function reportRequestErrors(request: {
  errors?: unknown[];
  id: string;
  method: string;
  path: string;
  route: string | null;
  userId: string | null;
  status: number;
}): void;
export function flushErrorTracking(ms?: number): Promise<boolean>;
export function sentryDsnFrom(vars: Record<string, string | undefined>): string | null;
export function releaseFrom(vars: Record<string, string | undefined>, root: string): string | undefined;
export function startErrorTracking(
  vars: Record<string, string | undefined>,
  options: { root: string; onProblem?: (message: string) => void },
): Promise<boolean>;
