/**
 * `X-Total-Count` and `Link` (first, prev, next, last) for a bare-array list
 * (docs/decisions/020-json-api-shape.md).
 */
export function pagingHeaders(url: URL, page: number, perPage: number, total: number): Headers {
  const headers = new Headers({ "X-Total-Count": String(total) });
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number, rel: string) => {
    const u = new URL(url);
    u.searchParams.set("page", String(p));
    u.searchParams.set("per_page", String(perPage));
    return `<${u.pathname}${u.search}>; rel="${rel}"`;
  };
  const links = [link(1, "first")];
  if (page > 1) links.push(link(Math.min(page - 1, last), "prev"));
  if (page < last) links.push(link(page + 1, "next"));
  links.push(link(last, "last"));
  headers.set("Link", links.join(", "));
  return headers;
}
