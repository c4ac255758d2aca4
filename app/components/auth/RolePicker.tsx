import type React from "react";
import { Link } from "react-router";
import { BuildingIcon, CartIcon, GraduationCapIcon, type IconProps } from "~/components/ui/icons";
import type { SignupRole } from "~/modules/accounts/roles";

const CHOICES: { role: SignupRole; title: string; text: string; Icon: (props: IconProps) => React.JSX.Element }[] = [
  {
    role: "buyer",
    title: "Buyer",
    text: "Shop lab products, watch demos, request quotes and compare equipment.",
    Icon: CartIcon,
  },
  {
    role: "influencer",
    title: "Expert",
    text: "Verified experts who host demos and review products. Reviewed by our team.",
    Icon: GraduationCapIcon,
  },
  {
    role: "brand",
    title: "Brand",
    text: "Showcase your products to buyers and request a live demo. Reviewed by our team.",
    Icon: BuildingIcon,
  },
];

/** Step 1 of sign-up: each choice is a link that puts the role in the URL (?role=…). */
export function RolePicker() {
  return (
    <ul className="grid gap-3" aria-label="Choose your role">
      {CHOICES.map((choice) => (
        <li key={choice.role}>
          <Link
            to={`/signup?role=${choice.role}`}
            data-testid={`role-${choice.role}`}
            className="flex items-start gap-4 rounded-xl border border-slate-200 p-4 hover:border-brand-600 hover:bg-brand-50 focus:outline-none focus:ring-2 focus:ring-brand-500/50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
              <choice.Icon className="h-6 w-6" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900 dark:text-white">{choice.title}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{choice.text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
