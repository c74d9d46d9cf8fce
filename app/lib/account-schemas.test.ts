import { describe, expect, it } from "vitest";
import { accountErrorCode, newAdminSchema, registerSchema, splitFullName } from "./account-schemas";
import { fieldMessages } from "./form-errors";

const valid = {
  first_name: " Rui ",
  last_name: "Lima",
  email: " Rui@Example.COM ",
  password: "secret",
  phone: "",
  address: undefined,
};

const errorsOf = (schema: typeof registerSchema | typeof newAdminSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error, accountErrorCode);
};

describe("sign-up (product rules §5)", () => {
  it("requires first name, last name, e-mail and password; phone and address are optional", () => {
    const result = registerSchema.safeParse(valid);
    expect(result.success && result.data).toEqual({
      first_name: "Rui",
      last_name: "Lima",
      email: "rui@example.com",
      password: "secret",
      phone: null,
      address: null,
    });
    expect(errorsOf(registerSchema, {})).toMatchObject({
      first_name: "required",
      last_name: "required",
      email: "required",
      password: "required",
    });
  });

  it("needs a password of at least 6 characters", () => {
    expect(errorsOf(registerSchema, { ...valid, password: "12345" })).toEqual({
      password: "passwordTooShort",
    });
  });

  it("needs the confirmation to match when the form sends one", () => {
    expect(errorsOf(registerSchema, { ...valid, confirm_password: "secreT" })).toEqual({
      confirm_password: "passwordsDoNotMatch",
    });
    expect(errorsOf(registerSchema, { ...valid, confirm_password: "" })).toEqual({
      confirm_password: "passwordsDoNotMatch",
    });
    expect(registerSchema.safeParse({ ...valid, confirm_password: "secret" }).success).toBe(true);
  });

  it("refuses a malformed e-mail", () => {
    expect(errorsOf(registerSchema, { ...valid, email: "not-an-email" })).toEqual({
      email: "invalidEmail",
    });
  });

  it("ignores a role or any other field a client adds", () => {
    const result = registerSchema.safeParse({ ...valid, role: "admin", status: "active" });
    expect(result.success && Object.keys(result.data)).not.toContain("role");
  });
});

describe("new administrators (decision 013)", () => {
  it("need a password of at least 12 characters", () => {
    const base = { first_name: "Ana", email: "ana@example.com" };
    expect(errorsOf(newAdminSchema, { ...base, password: "elevenchars" })).toEqual({
      password: "adminPasswordTooShort",
    });
    expect(newAdminSchema.safeParse({ ...base, password: "twelve chars" }).success).toBe(true);
  });

  it("split --name at the first space", () => {
    expect(splitFullName("Ana Maria Souza")).toEqual({
      first_name: "Ana",
      last_name: "Maria Souza",
    });
    expect(splitFullName("  Ana   Souza ")).toEqual({ first_name: "Ana", last_name: "Souza" });
    expect(splitFullName("Ana")).toEqual({ first_name: "Ana", last_name: "" });
  });
});
