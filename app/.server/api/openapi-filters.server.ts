import { FILTER_PARAMS, MAX_GROUP_VALUES } from "~/lib/filters";
import { json, PUBLIC } from "./openapi-parts.server";

// The OpenAPI parts of the product lists' filters
// (docs/decisions/062-specifications-and-facets.md), kept apart from openapi.server.ts, which
// spreads them into the document.

const listOf = (description: string) => ({
  type: "string",
  description: `${description} Comma-separated or repeated; values of one group combine with OR, groups with AND; unknown codes are ignored, and so is a group of more than ${MAX_GROUP_VALUES} values.`,
});

/** The filters GET /api/products and GET /api/products/facets take, as the store's lists do. */
export function filterQueryParameters() {
  return [
    {
      name: FILTER_PARAMS.brand,
      in: "query",
      required: false,
      schema: listOf("Brand slugs (`bosch,makita`)."),
    },
    {
      name: FILTER_PARAMS.price,
      in: "query",
      required: false,
      schema: {
        type: "string",
        pattern: "^(\\d{1,7}(\\.\\d{1,2})?)?-(\\d{1,7}(\\.\\d{1,2})?)?$",
        description:
          "A price range in US dollars, both ends included, either end open (`50-150`, `50-`, `-99.99`). A malformed range is ignored.",
      },
    },
    {
      name: FILTER_PARAMS.offer,
      in: "query",
      required: false,
      schema: { type: "string", enum: ["1"], description: "Only products on offer." },
    },
    {
      name: FILTER_PARAMS.stock,
      in: "query",
      required: false,
      schema: { type: "string", enum: ["1"], description: "Only products in stock." },
    },
  ];
}

/** What the description of a filtered list adds about attribute filters. */
export const ATTRIBUTE_FILTERS =
  "Besides the parameters listed, each filterable attribute (GET /api/attributes, `is_filter`) is a filter named by its code: `voltagem=220v,bivolt` (choice value codes), `potencia=650,800` (numbers), `isolado=1` (yes/no as 1/0). The Link header carries the query in its normal form: filters merged and sorted, unknown parameters dropped.";

const facetValue = {
  type: "object",
  required: ["param", "value", "label", "count", "checked"],
  properties: {
    param: { type: "string", description: "The parameter this value sets." },
    value: { type: "string", description: "The value's code in that parameter." },
    label: { type: "string", description: "The value as the caller's language writes it." },
    count: {
      type: "integer",
      description:
        "Products the list would show with this value, its own group's selection left out and every other group's kept.",
    },
    checked: { type: "boolean" },
  },
};

const facets = {
  type: "object",
  required: ["total", "groups", "active", "query"],
  properties: {
    total: { type: "integer", description: "Products with every selection applied." },
    groups: {
      type: "array",
      items: {
        type: "object",
        required: ["param", "name", "single", "values"],
        properties: {
          param: { type: "string" },
          name: { type: "string", description: "The group's name in the caller's language." },
          single: { type: "boolean", description: "One value at most (the price buckets)." },
          values: { type: "array", items: facetValue },
        },
      },
    },
    active: {
      type: "array",
      items: { type: "string" },
      description: "The active filters, as the store's chips name them.",
    },
    query: { type: "string", description: "The filters' query string in its normal form." },
  },
};

export function facetPaths(listParameters: object[]) {
  return {
    "/api/products/facets": {
      get: {
        operationId: "listProductFacets",
        summary: "The filters' counts for a list and a filter state",
        description: `The counts the store's list pages show: each group (brand, price buckets, availability, the list's filterable attributes) with its values, labels in the caller's language and counts. Takes the parameters of GET /api/products. ${ATTRIBUTE_FILTERS}`,
        security: PUBLIC,
        parameters: listParameters,
        responses: { 200: json(facets, "The counts") },
      },
    },
  };
}
