import { Form, useNavigation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { ADMIN_MIN_PASSWORD } from "~/lib/account-schemas";
import type { ActionResult } from "~/lib/admin-result";
import { Field } from "../+shared/field";

/** Another administrator: first and last name, e-mail and a password of 12 or more characters. */
export function AddAdminForm({ result }: { result: ActionResult | undefined }) {
  const t = useTexts("adminSections");
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "addAdmin";
  const values = result?.ok ? undefined : result?.values;
  const error = (name: string) => result?.fields?.[name];
  return (
    <section
      aria-labelledby="add-admin-heading"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="add-admin-heading" className="mb-3 text-xl font-bold text-ink">
        {t.users.addAdminTitle}
      </h2>
      <Form key={result?.ok ? result.toast?.id : "form"} method="post" noValidate>
        <input type="hidden" name="intent" value="addAdmin" />
        <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
          <Field
            idPrefix="add-admin"
            name="first_name"
            label={t.users.firstName}
            required
            autoComplete="off"
            defaultValue={values?.first_name}
            error={error("first_name")}
          />
          <Field
            idPrefix="add-admin"
            name="last_name"
            label={t.users.lastName}
            autoComplete="off"
            defaultValue={values?.last_name}
            error={error("last_name")}
          />
          <Field
            idPrefix="add-admin"
            name="email"
            type="email"
            label={t.users.email}
            required
            autoComplete="off"
            defaultValue={values?.email}
            error={error("email")}
          />
          <Field
            idPrefix="add-admin"
            name="password"
            type="password"
            label={t.users.password}
            required
            minLength={ADMIN_MIN_PASSWORD}
            autoComplete="new-password"
            error={error("password")}
          />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonStyles.primary}>
              {saving ? t.common.saving : t.users.addAdmin}
            </button>
          </div>
        </fieldset>
      </Form>
    </section>
  );
}
