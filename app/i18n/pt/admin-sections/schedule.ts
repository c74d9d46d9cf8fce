/** Portuguese texts of offer and poster windows in the back office (docs/decisions/066-scheduled-offers.md). */
export const adminSchedulePt = {
  offerStarts: "Início da oferta",
  offerEnds: "Fim da oferta",
  posterStarts: "Mostrar a partir de",
  posterEnds: "Mostrar até",
  /** After each time field: the zone every time is in. */
  zone: "(horário de Assunção)",
  /** Under the pair: what an empty field means. */
  openHint: "Vazio: desde já / sem data de fim.",
  showsEnd: "Mostrar na loja até quando vale (“Oferta até 30/11”)",
  legend: "Período da oferta",
  posterLegend: "Período de exibição",
} as const;
