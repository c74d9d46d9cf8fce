import { useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Field, FormAlert } from "../+shared/field";
import { useTexts } from "~/i18n/use-texts";
import { ADMIN_ACTION } from "../+shared/paths";
import { accountErrorText, type EntryActionData } from "./entry-types";

type SignInData = EntryActionData;

/** Spec "Admin entry" sign-in: e-mail and password, both required. */
export function SignInForm({
  result,
  redirectTo,
}: {
  result: SignInData | undefined;
  redirectTo: string | null;
}) {
  const t = useTexts("admin");
  const navigation = useNavigation();
  // Keep ?redirectTo= and ?lang= on the URL the form posts to.
  const { search } = useLocation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-in";
  // docs/product-rules.md §4: the error clears when the user edits a field.
  const [dismissed, setDismissed] = useState<SignInData | undefined>(undefined);
  const shown = result && result !== dismissed ? result : undefined;
  const fieldError = (name: string) => accountErrorText(t.accountErrors, shown?.fields?.[name]);

  return (
    <Form
      method="post"
      action={`${ADMIN_ACTION}${search}`}
      aria-labelledby="sign-in-title"
      aria-describedby="sign-in-alert"
      className="flex flex-col gap-4"
      onChange={() => setDismissed(result)}
    >
      <h1 id="sign-in-title" className="text-2xl font-bold text-ink">
        {t.entry.signInTitle}
      </h1>
      <input type="hidden" name="intent" value="sign-in" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <FormAlert id="sign-in-alert" message={shown?.error ? t.errors[shown.error] : undefined} />
      <fieldset disabled={submitting} className="flex flex-col gap-4">
        <Field
          idPrefix="sign-in"
          name="email"
          type="email"
          label={t.entry.email}
          autoComplete="username"
          required
          defaultValue={result?.values?.email}
          error={fieldError("email")}
        />
        <Field
          idPrefix="sign-in"
          name="password"
          type="password"
          label={t.entry.password}
          autoComplete="current-password"
          required
          error={fieldError("password")}
        />
        <button
          type="submit"
          className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {submitting ? t.entry.signingIn : t.entry.signIn}
        </button>
      </fieldset>
    </Form>
  );
}
