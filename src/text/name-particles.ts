/**
 * Lower-case words that sit inside names and are no name of their own: Ludwig van Beethoven, Leonardo da Vinci, Juan
 * de la Cruz, Johann von Berchtold zu Sonnenburg, Domenico degli Innocenti.
 */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'van', 'von', 'de', 'da', 'di', 'del', 'della', 'degli', 'der', 'den', 'des', 'du', 'la', 'le', 'dos', 'das', 'do',
  'bin', 'ibn', 'bint', 'al', 'el', 'y', 'ten', 'ter', 'zu', 'af', 'av',
]);
