import { useEffect, useState } from "react";

/** False on the server and during hydration, true afterwards: JS-only controls render after it. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
