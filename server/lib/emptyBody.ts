/** preValidation of routes whose body is EmptyBody (types/schema.ts): a POST without a body counts as `{}`. */
export async function noBodyIsEmpty(request: { body: unknown }): Promise<void> {
  if (request.body === undefined) request.body = {}
}
