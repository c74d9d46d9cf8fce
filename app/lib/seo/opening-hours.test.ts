import { describe, expect, it } from "vitest";
import { openingHoursSpecification } from "./opening-hours";

const hours = (text: string) => openingHoursSpecification(text, ["Monday"])[0];

describe("opening hours read from the store profile's text", () => {
  it("reads the Portuguese wording, with or without minutes", () => {
    expect(hours("Segunda a Sexta: 7h às 17h")).toMatchObject({ opens: "07:00", closes: "17:00" });
    expect(hours("Sábado: 7h30 às 12h")).toMatchObject({ opens: "07:30", closes: "12:00" });
    expect(hours("Segunda a Sábado: 07:00 - 18:30")).toMatchObject({
      opens: "07:00",
      closes: "18:30",
    });
  });

  it("reads the English wording with am and pm", () => {
    expect(hours("Monday to Friday: 7am to 5pm")).toMatchObject({
      opens: "07:00",
      closes: "17:00",
    });
    expect(hours("Sunday 7am to 12pm")).toMatchObject({ opens: "07:00", closes: "12:00" });
    expect(hours("Saturday 8:30 am – 1 pm")).toMatchObject({ opens: "08:30", closes: "13:00" });
  });

  it("gives nothing for a closed day or text without a time range, rather than wrong hours", () => {
    expect(openingHoursSpecification("Domingo: fechado", ["Sunday"])).toEqual([]);
    expect(openingHoursSpecification("", ["Sunday"])).toEqual([]);
    expect(openingHoursSpecification("Sob consulta", ["Sunday"])).toEqual([]);
    expect(openingHoursSpecification("17h às 7h", ["Sunday"])).toEqual([]);
  });

  it("names the days it was given", () => {
    expect(openingHoursSpecification("7h às 17h", ["Saturday", "Sunday"])).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday", "Sunday"],
        opens: "07:00",
        closes: "17:00",
      },
    ]);
  });
});
