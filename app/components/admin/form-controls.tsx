import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

// Labelled controls beside app/routes/admin/+shared/field.tsx (inputs): each ties its error to
// the control with aria-describedby, so the message is read with the field.

const control = (error: string | undefined) =>
  `w-full rounded-md border px-3 py-2 text-base text-ink shadow-sm disabled:bg-gray-100 disabled:text-gray-500 ${
    error ? "border-red-600" : "border-gray-300"
  }`;

interface Labelled {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  idPrefix: string;
}

function Label({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <label htmlFor={id} className="text-sm font-medium text-ink">
      {label}
      {hint && <span className="font-normal text-gray-500"> {hint}</span>}
    </label>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  error,
  idPrefix,
  ...rest
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <Label id={id} label={label} hint={hint} />
      <textarea
        id={id}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={control(error)}
        {...rest}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  hint,
  error,
  idPrefix,
  children,
  ...rest
}: Labelled & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <Label id={id} label={label} hint={hint} />
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${control(error)} bg-white`}
        {...rest}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  idPrefix,
  defaultChecked,
  onChange,
}: {
  name: string;
  label: string;
  idPrefix: string;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        onChange={onChange ? (e) => onChange(e.currentTarget.checked) : undefined}
        // Its size holds beside a label long enough to wrap.
        className="size-5 shrink-0 rounded border-gray-300 accent-brand"
      />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  );
}

export const buttonStyles = {
  primary:
    "inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60",
  secondary:
    "inline-flex min-h-11 items-center justify-center rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-gray-50 disabled:opacity-60",
  danger:
    "inline-flex min-h-11 items-center justify-center rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60",
} as const;

/** A section's heading with an optional count beside it. */
export function SectionHeader({
  id,
  title,
  count,
  children,
}: {
  id?: string;
  title: string;
  count?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 id={id} className="text-2xl font-bold text-ink">
        {title}
        {count && <span className="ml-2 text-base font-normal text-gray-600">({count})</span>}
      </h1>
      {children}
    </div>
  );
}
