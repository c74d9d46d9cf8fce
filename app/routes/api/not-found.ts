import { ApiError, errorResponse } from "~/.server/api/errors.server";
import type { Route } from "./+types/not-found";

/** Any other /api path: 404 in the error shape. */
export function loader({ request }: Route.LoaderArgs) {
  return errorResponse(request, new ApiError(404, "notFound"));
}

export function action({ request }: Route.ActionArgs) {
  return errorResponse(request, new ApiError(404, "notFound"));
}
