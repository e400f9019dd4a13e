// Text from elsewhere (a server, an address) may carry Unicode direction controls. An override
// (U+202A-U+202E) or an isolate (U+2066-U+2069) shows the letters after it in another order, so
// a game name could pass itself off as a warning with a phone number. None of them belongs in a
// name: they are removed before the text is shown, in the page and in the document title.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without direction overrides and isolates. */
export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '');
}
