// A response sent as a file or a stream (never through the zod serializer), documented by its
// media types; describeRoute passes it to the document as written.
export const fileResponse = (description: string, mediaTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } }]),
  ),
});
