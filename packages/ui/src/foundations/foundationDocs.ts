/** The `parameters` of a Foundations page: its docs note, a summary then one "Do" and one "Don't" bullet. */
export function foundationDocs(note: { summary: string; do: string; dont: string }) {
  const component = [note.summary, '', `- **Do** ${note.do}`, `- **Don't** ${note.dont}`].join('\n');
  return { docs: { description: { component } } };
}
