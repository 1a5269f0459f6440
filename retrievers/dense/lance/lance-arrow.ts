import { createRequire } from 'node:module';

/**
 * apache-arrow as @lancedb/lancedb sees it. LanceDB is CommonJS and checks `instanceof arrow.Table`; an ESM
 * `import 'apache-arrow'` loads the package's separate ESM build, whose classes fail that check, so the CommonJS
 * build is required here and every Arrow value handed to LanceDB is made from it.
 */
export const arrow = createRequire(import.meta.url)('apache-arrow') as typeof import('apache-arrow');

/** One row of a vector table: a passage and its vector. */
export interface VectorRow {
  id: string;
  title: string;
  text: string;
  vector: ArrayLike<number>;
}

export function vectorTableSchema(dimension: number): import('apache-arrow').Schema {
  const { Field, FixedSizeList, Float32, Schema, Utf8 } = arrow;
  return new Schema([
    new Field('id', new Utf8(), false),
    new Field('title', new Utf8(), false),
    new Field('text', new Utf8(), false),
    new Field('vector', new FixedSizeList(dimension, new Field('item', new Float32(), true)), false),
  ]);
}

/** Rows as one Arrow record batch; the vectors are copied into one Float32Array, never boxed per number. */
export function rowsToArrowTable(rows: VectorRow[], dimension: number): import('apache-arrow').Table {
  const { Float32, RecordBatch, Struct, Table, makeData, vectorFromArray, Utf8 } = arrow;
  const schema = vectorTableSchema(dimension);
  const floats = new Float32Array(rows.length * dimension);
  rows.forEach((row, index) => floats.set(row.vector, index * dimension));
  const strings = (pick: (row: VectorRow) => string) => vectorFromArray(rows.map(pick), new Utf8()).data[0]!;
  const vectors = makeData({
    type: schema.fields[3]!.type,
    length: rows.length,
    nullCount: 0,
    child: makeData({ type: new Float32(), data: floats }),
  });
  const struct = makeData({
    type: new Struct(schema.fields),
    length: rows.length,
    nullCount: 0,
    children: [strings((row) => row.id), strings((row) => row.title), strings((row) => row.text), vectors],
  });
  return new Table(schema, [new RecordBatch(schema, struct)]);
}
