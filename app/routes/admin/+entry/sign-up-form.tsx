import { useRef, useState, type FormEvent } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { accountErrorCode, registerSchema } from "~/lib/account-schemas";
import { fieldMessages } from "~/lib/form-errors";
import { useTexts } from "~/i18n/use-texts";
import { Field, FormAlert } from "../+shared/field";
import { ADMIN_ACTION } from "../+shared/paths";
import { accountErrorText, type EntryActionData, type FieldErrors } from "./entry-types";

type SignUpData = EntryActionData;

/**
 * Spec "Admin entry" sign-up: first and last name, e-mail, password and confirmation required;
 * phone and address optional. With JavaScript the shared schema checks it before sending;
 * without, the action answers the same errors.
 */
export function SignUpForm({ result }: { result: SignUpData | undefined }) {
  const t = useTexts("admin");
  const navigation = useNavigation();
  // Keep ?redirectTo= and ?lang= on the URL the form posts to.
  const { search } = useLocation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-up";
  const [dismissed, setDismissed] = useState<SignUpData | undefined>(undefined);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const shown = result && result !== dismissed ? result : undefined;
  const errors = { ...shown?.fields, ...clientErrors };
  const fieldError = (name: string) => accountErrorText(t.accountErrors, errors[name]);

  function check(event: FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = registerSchema.safeParse(values);
    if (parsed.success) return;
    event.preventDefault();
    const found = fieldMessages(parsed.error, accountErrorCode);
    setClientErrors(found);
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  const common = (name: string) => ({
    idPrefix: "sign-up",
    name,
    error: fieldError(name),
    defaultValue: result?.values?.[name],
  });

  return (
    <Form
      ref={formRef}
      method="post"
      action={`${ADMIN_ACTION}${search}`}
      aria-labelledby="sign-up-title"
      aria-describedby="sign-up-alert"
      className="flex flex-col gap-4"
      onSubmit={check}
      onChange={() => {
        setDismissed(result);
        setClientErrors({});
      }}
    >
      <h1 id="sign-up-title" className="text-2xl font-bold text-ink">
        {t.entry.signUpTitle}
      </h1>
      <input type="hidden" name="intent" value="sign-up" />
      <FormAlert id="sign-up-alert" message={shown?.error ? t.errors[shown.error] : undefined} />
      <fieldset disabled={submitting} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            {...common("first_name")}
            label={t.entry.firstName}
            autoComplete="given-name"
            required
          />
          <Field
            {...common("last_name")}
            label={t.entry.lastName}
            autoComplete="family-name"
            required
          />
        </div>
        <Field
          {...common("email")}
          type="email"
          label={t.entry.email}
          autoComplete="email"
          required
        />
        <Field
          idPrefix="sign-up"
          name="password"
          error={fieldError("password")}
          type="password"
          label={t.entry.password}
          autoComplete="new-password"
          required
        />
        <Field
          idPrefix="sign-up"
          name="confirm_password"
          error={fieldError("confirm_password")}
          type="password"
          label={t.entry.confirmPassword}
          autoComplete="new-password"
          required
        />
        <Field
          {...common("phone")}
          type="tel"
          label={t.entry.phone}
          hint={t.entry.optional}
          autoComplete="tel"
        />
        <Field
          {...common("address")}
          label={t.entry.address}
          hint={t.entry.optional}
          autoComplete="street-address"
        />
        <button
          type="submit"
          className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {submitting ? t.entry.signingUp : t.entry.signUp}
        </button>
      </fieldset>
    </Form>
  );
}
