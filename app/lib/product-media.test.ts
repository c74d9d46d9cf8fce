import { describe, expect, it } from "vitest";
import { formatFileSize } from "./product-media";

describe("document sizes (rule: kB below a megabyte, MB with one decimal, in the page's language)", () => {
  it("writes 2,4 MB in Portuguese and Spanish, 2.4 MB in English", () => {
    const bytes = 2.4 * 1024 * 1024;
    expect(formatFileSize("pt", bytes)).toBe("2,4 MB");
    expect(formatFileSize("es", bytes)).toBe("2,4 MB");
    expect(formatFileSize("en", bytes)).toBe("2.4 MB");
    expect(formatFileSize("pt", 1500)).toBe("1 kB");
    expect(formatFileSize("pt", 10)).toBe("1 kB");
  });
});
