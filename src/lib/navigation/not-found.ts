// Route validation checks (docs/product.md#screens-navigation): "if it fails, a page-not-found error is shown with the
// status from the result (default 404) and the message 'Page Not Found: {path}'". The catch-all
// slug shows the same (docs/product.md#errors "Unmatched or invalid route").
export const NOT_FOUND_STATUS = 404;

export interface ValidationResult {
  valid: boolean;
  status?: number;
}

export interface PageNotFound {
  status: number;
  message: string;
  path: string;
}

export function pageNotFound(path: string, status: number = NOT_FOUND_STATUS): PageNotFound {
  return { status, message: `Page Not Found: ${path}`, path };
}

/** The error a failed validation check shows, or undefined when the check passed. */
export function validationFailure(
  path: string,
  result: ValidationResult,
): PageNotFound | undefined {
  if (result.valid) return undefined;
  return pageNotFound(path, result.status ?? NOT_FOUND_STATUS);
}
