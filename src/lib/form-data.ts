// The multipart bodies of the generated calls (orval's formData mutator). orval 7 types a file
// part without a JSON type (`contentMediaType` only: the server reads bytes, docs/architecture.md#decision-file-parts) as
// `unknown`, which FormData.append refuses; this one place appends each part by what it is.

/** A multipart body: a Blob (a file) as a file part, anything else as text; undefined parts left out. */
export function toFormData<Body extends object>(body: Body): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}
