import type { EntityCard } from '../../../src/core/knowledge.js';
import type { BioKalmaEntity } from './kalma-run-item.js';

/** The KG as the text-quality rater sees it: one line per entity, `name (qid): property: value; …`. */
export function knowledgeText(kg: readonly (EntityCard | BioKalmaEntity)[]): string {
  return kg
    .map((entity) => {
      const card = typeof entity.properties === 'object' && !Array.isArray(entity.properties) ? (entity as EntityCard) : undefined;
      const name = card ? card.name : String((entity as BioKalmaEntity).name ?? '');
      const qid = card ? card.qid : String((entity as BioKalmaEntity).qid ?? '');
      const facts = card
        ? Object.entries(card.properties).map(([property, values]) => `${property}: ${values.join(', ')}`)
        : Object.entries(entity as BioKalmaEntity)
            .filter(([property]) => property !== 'name' && property !== 'qid')
            .map(([property, value]) => `${property}: ${Array.isArray(value) ? value.join(', ') : value}`);
      return `${name} (${qid}): ${facts.join('; ')}`;
    })
    .join('\n');
}
