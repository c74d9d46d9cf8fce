import type { InputHTMLAttributes } from "react";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** Shown after the label, e.g. "(opcional)". */
  hint?: string;
  error?: string;
  /** Id prefix, so two forms on one page never share ids. */
  idPrefix: string;
}

/** A labelled input with its error announced through aria-describedby. */
export function Field({ name, label, hint, error, idPrefix, ...input }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {/* A space between them in the accessible name, not only on screen. */}
        {hint && <span className="font-normal text-gray-500"> {hint}</span>}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full rounded-md border px-3 py-2 text-base text-ink shadow-sm disabled:bg-gray-100 disabled:text-gray-500 ${
          error ? "border-red-600" : "border-gray-300"
        }`}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level message, announced as it appears. */
export function FormAlert({ id, message }: { id: string; message: string | undefined }) {
  // The live region exists before the message so screen readers announce it when it fills.
  return (
    <div id={id} role="alert" aria-live="assertive" className="min-h-0">
      {message && (
        <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
