import { useNavigation } from "react-router";

/** True while a POST to `action` (this page by default) is being submitted with JS. */
export function useSubmitting(action?: string, intent?: string) {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  if (action && navigation.formAction?.split("?")[0] !== action) return false;
  if (intent && navigation.formData?.get("intent") !== intent) return false;
  return true;
}
