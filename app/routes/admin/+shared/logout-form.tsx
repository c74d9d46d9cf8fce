import { Form, useNavigation } from "react-router";
import { ADMIN_ACTION } from "./paths";

/** POSTs to the admin layout's action, which ends the session on the server. */
export function LogoutForm({ label, className = "" }: { label: string; className?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "logout";
  return (
    <Form method="post" action={ADMIN_ACTION} className={className}>
      <input type="hidden" name="intent" value="logout" />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-gray-50 disabled:opacity-60"
      >
        {label}
      </button>
    </Form>
  );
}
