import { Link } from "react-router";
import { useState } from "react";

export type QuickAccount = { key: string; label: string; email: string };

/**
 * Demo mode only: buttons that prefill the login form (they never log in by themselves). With JS they
 * fill e-mail and password; without JS they are links to /login?as=<key> that prefill the e-mail only —
 * a password never goes into a URL.
 */
export function QuickLogin({
  accounts,
  password,
  emailInputId,
  passwordInputId,
}: {
  accounts: QuickAccount[];
  password: string;
  emailInputId: string;
  passwordInputId: string;
}) {
  const [hint, setHint] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="quick-login-heading"
      className="mt-8 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-600"
    >
      <h2 id="quick-login-heading" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        Demo accounts
      </h2>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Demo mode: every demo account uses the password <code className="font-mono">{password}</code>.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {accounts.map((account) => (
          <li key={account.key}>
            <Link
              to={`/login?as=${account.key}`}
              replace
              data-testid={`quick-login-${account.key}`}
              onClick={(event) => {
                event.preventDefault();
                const email = document.getElementById(emailInputId) as HTMLInputElement | null;
                const pass = document.getElementById(passwordInputId) as HTMLInputElement | null;
                if (email) email.value = account.email;
                if (pass) pass.value = password;
                setHint(`${account.label} credentials filled in. Click Log In to continue.`);
              }}
              className="block rounded-lg border border-slate-300 px-3 py-2 text-center text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {account.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" aria-live="polite" data-testid="quick-login-hint">
        {hint}
      </p>
    </section>
  );
}
