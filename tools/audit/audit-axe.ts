import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";

// The axe part of `npm run audit` (tools/audit/audit.ts): WCAG 2.0/2.1/2.2 A and AA rules on every
// public page, the back office's sign-in card and, signed in, every admin section.

/** The administrator the audit created (scripts/admin-create.ts) and signs in as. */
export interface AuditAdmin {
  email: string;
  password: string;
  name: string;
}

/** The page's violations, each added to `failures`; returns how many there are. */
async function axeCheck(page: Page, label: string, failures: string[]): Promise<number> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  for (const v of results.violations) {
    failures.push(
      `axe ${label}: ${v.id} (${v.impact}) on ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join("; ")}`,
    );
  }
  return results.violations.length;
}

async function signIn(page: Page, base: string, admin: AuditAdmin) {
  await page.goto(`${base}/admin`);
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Senha", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByText(`Bem-vindo, ${admin.name}`).waitFor({ timeout: 60_000 });
}

/** axe on each public page, the sign-in card, then each admin section: [page, violations] rows. */
export async function runAxe(
  browser: Browser,
  options: {
    base: string;
    publicPages: string[];
    adminSections: string[];
    admin: AuditAdmin;
    failures: string[];
  },
): Promise<[string, number][]> {
  const { base, publicPages, adminSections, admin, failures } = options;
  const axeRows: [string, number][] = [];
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  for (const p of publicPages) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    axeRows.push([p, await axeCheck(page, p, failures)]);
  }
  const signedOut = await browser.newContext({ serviceWorkers: "block" });
  const entry = await signedOut.newPage();
  await entry.goto(`${base}/admin`, { waitUntil: "networkidle" });
  axeRows.push(["/admin (sign-in card)", await axeCheck(entry, "/admin (sign-in)", failures)]);
  await signedOut.close();
  await signIn(page, base, admin);
  for (const p of adminSections) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    axeRows.push([p, await axeCheck(page, p, failures)]);
  }
  await context.close();
  return axeRows;
}
