import { wellFormed } from '../../src/text/well-formed.js';
/**
 * IRIs of the embedded store. Entities use Wikidata's entity namespace (bundled ids are `Q9…`, BioKaLMA's are
 * Wikidata's own), so ids read back from any store the same way. Properties are identified by their label,
 * because BioKaLMA and the bundled corpus name properties, not P-ids.
 */
export const ENTITY_NS = 'http://www.wikidata.org/entity/';
export const PROPERTY_NS = 'urn:citeqa:property:';
export const RDFS_LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
export const SKOS_ALT_LABEL = 'http://www.w3.org/2004/02/skos/core#altLabel';
export const SCHEMA_DESCRIPTION = 'http://schema.org/description';
/** Lower-cased label or alias, so a case-insensitive lookup is an index hit instead of a FILTER over all labels. */
export const MATCH_KEY = 'urn:citeqa:matchKey';
/** Order in which a property was first seen, so cards list properties in their source order. */
export const PROPERTY_RANK = 'urn:citeqa:rank';
export const XSD_INTEGER = 'http://www.w3.org/2001/XMLSchema#integer';
export const INSTANCE_OF = 'instance of';
export const LABEL_LANGUAGE = 'en';

export const entityIri = (qid: string): string => `${ENTITY_NS}${qid}`;
/** A lone surrogate in a label would make encodeURIComponent throw "URI malformed"; it becomes U+FFFD. */
export const propertyIri = (label: string): string => `${PROPERTY_NS}${encodeURIComponent(wellFormed(label))}`;

export function qidOfIri(iri: string): string | undefined {
  return iri.startsWith(ENTITY_NS) ? iri.slice(ENTITY_NS.length) : undefined;
}

export function matchKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}
