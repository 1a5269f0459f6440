// CiteQA's pages. Every text that comes from a question, an answer, a passage or a file is set with textContent,
// never as HTML, so nothing a user or a model wrote can run in the page.

/** An element with attributes (properties where they exist) and children (strings become text nodes). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child instanceof Node ? child : String(child));
  return node;
}

/** POST a question to the streaming endpoint: `onText` sees the answer while a model writes it; resolves with the result. */
async function askStreaming(body, onText) {
  const response = await fetch('/api/ask/stream', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error((await response.json()).error ?? `HTTP ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n') || 'null');
      if (event === 'text') onText(data.text);
      else if (event === 'answer') return data;
      else if (event === 'error') throw new Error(data.error);
    }
  }
  throw new Error('the answer stream ended early');
}

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = await response.json();
  if (!response.ok) throw new Error(data.error ?? `HTTP ${response.status}`);
  return data;
}

const format = (value) => (typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(2)) : value === null || value === undefined ? '—' : String(value));

// ---- pages ----------------------------------------------------------------------------------------------------
const pages = ['ask', 'runs', 'score'];
function route() {
  const hash = location.hash.slice(1) || 'ask';
  const page = hash.startsWith('run=') ? 'runs' : pages.includes(hash) ? hash : 'ask';
  for (const name of pages) {
    document.getElementById(`page-${name}`).hidden = name !== page;
    const link = document.getElementById(`nav-${name}`);
    if (name === page) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  if (page === 'runs') showRuns(hash.startsWith('run=') ? decodeURIComponent(hash.slice(4)) : undefined);
}
window.addEventListener('hashchange', route);

// ---- ask ------------------------------------------------------------------------------------------------------
async function loadStrategies() {
  const select = document.getElementById('strategy');
  const { strategies } = await api('/api/strategies');
  for (const strategy of strategies) select.append(el('option', { value: strategy.name, title: strategy.description }, strategy.name));
}

function showDetail(...content) {
  const detail = document.getElementById('detail');
  detail.replaceChildren(...content);
  detail.focus();
}

function entityCard(entities, citation) {
  const entity = entities.find((candidate) => candidate.qid === citation.qid);
  if (!entity) return [el('p', {}, `${citation.qid} is not among the retrieved entities: the citation does not resolve.`)];
  const rows = Object.entries(entity.properties).flatMap(([property, values]) => values.map((value) => {
    const cited = property === citation.property && value === citation.value;
    return el('tr', cited ? { class: 'cited', 'aria-current': 'true' } : {}, el('th', { scope: 'row' }, property), el('td', {}, value));
  }));
  return [el('h3', {}, `${entity.name} (${entity.qid})`), el('table', { 'aria-label': `facts about ${entity.name}` }, el('tbody', {}, rows))];
}

function passageView(passage, sentence) {
  const text = passage.text;
  const at = sentence ? text.indexOf(sentence) : -1;
  const body = at < 0 ? [text] : [text.slice(0, at), el('mark', {}, sentence), text.slice(at + sentence.length)];
  return [el('h3', {}, passage.title), el('p', { class: 'passage' }, body)];
}

function chip(label, onclick, extra = {}) {
  return el('button', { type: 'button', class: `chip ${extra.class ?? ''}`.trim(), onclick, 'aria-label': extra.label ?? label }, label);
}

function renderAnswer(result) {
  const entities = result.entities ?? [];
  const passages = result.answer.passages ?? result.passages ?? [];
  const support = result.support ?? [];
  const statements = result.answer.statements.map((statement, s) =>
    el('p', { class: 'statement' }, statement.text, ' ', statement.citations.map((citation) => {
      if (citation.kind === 'na') return chip('[NA]', () => showDetail(el('h3', {}, 'Not in the sources'), el('p', {}, 'The retrieved knowledge graph and passages hold nothing that supports this claim, so CiteQA marks it [NA] ("conscious incompetence") instead of citing something unrelated.')), { class: 'na', label: 'NA: not supported by the sources' });
      if (citation.kind === 'triple') return chip(`${citation.property}: ${citation.value}`, () => showDetail(...entityCard(entities, citation)), { label: `cited fact ${citation.qid}, ${citation.property}: ${citation.value}` });
      const passage = passages[citation.index - 1];
      const sentence = support.find((found) => found.statement === s && found.passage === citation.index)?.sentence;
      return chip(`[${citation.index}]`, () => showDetail(...(passage ? passageView(passage, sentence) : [el('p', {}, `Passage [${citation.index}] was not shown to the model.`)])), { label: `cited passage ${citation.index}${passage ? `: ${passage.title}` : ''}` });
    })),
  );
  const retrieved = [];
  const resolutions = result.extra?.retrieval?.resolutions ?? [];
  if (resolutions.length) {
    retrieved.push(el('details', { open: '' }, el('summary', {}, 'Entity matching'), el('ul', {}, resolutions.map((resolution) => {
      const chosen = resolution.candidates.find((candidate) => candidate.qid === resolution.chosen);
      const others = resolution.candidates.filter((candidate) => candidate.qid !== resolution.chosen);
      return el('li', {}, `"${resolution.mention.text}" → ${chosen ? `${chosen.label} (${chosen.qid})` : 'nothing'}`,
        resolution.tie ? el('strong', {}, ` — a tie: ${others.map((candidate) => `${candidate.label} (${candidate.qid})`).join(', ')} matched the question as well; the first was taken`) : others.length ? ` (also considered: ${others.map((candidate) => candidate.qid).join(', ')})` : '');
    }))));
  }
  if (entities.length) retrieved.push(el('details', {}, el('summary', {}, `Retrieved entities (${entities.length})`), el('ul', {}, entities.map((entity) => el('li', {}, `${entity.name} (${entity.qid})`)))));
  if (passages.length) retrieved.push(el('details', {}, el('summary', {}, `Passages (${passages.length})`), el('ol', {}, passages.map((passage) => el('li', {}, el('strong', {}, passage.title), ' ', passage.text)))));
  document.getElementById('answer').replaceChildren(el('h3', {}, result.answer.strategy), ...statements, ...retrieved);
}

document.getElementById('ask-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const status = document.getElementById('ask-status');
  status.textContent = 'Answering…';
  document.getElementById('detail').replaceChildren();
  try {
    const strategy = document.getElementById('strategy').value;
    const draft = el('p', { class: 'draft', 'aria-label': 'answer being written' });
    document.getElementById('answer').replaceChildren(draft);
    const result = await askStreaming({ question: document.getElementById('question').value, source: document.getElementById('source').value, ...(strategy ? { strategy } : {}) }, (text) => {
      draft.textContent = text;
      status.textContent = 'The model is writing…';
    });
    renderAnswer(result);
    status.textContent = 'Answered. Select a citation to see its source.';
  } catch (error) {
    status.textContent = error.message;
  }
});

// ---- runs -----------------------------------------------------------------------------------------------------
function metricTable(metrics) {
  return el('table', { 'aria-label': 'metrics' }, el('thead', {}, el('tr', {}, el('th', {}, 'metric'), el('th', {}, 'value'))),
    el('tbody', {}, Object.entries(metrics).map(([id, value]) => el('tr', {}, el('th', { scope: 'row' }, id), el('td', {}, format(value?.mean ?? value))))));
}

function itemView(item, runId) {
  const view = document.getElementById('item-view');
  if (!view) return;
  const statements = (item.statements ?? []).map((statement) => el('li', {}, statement.text, ' ', (statement.citations ?? []).map((citation) => el('code', {}, citation.kind === 'passage' ? `[${citation.index}]` : citation.kind === 'na' ? '[NA]' : `${citation.property}: ${citation.value}`))));
  const children = [el('h4', {}, `Item ${item.id}`), el('p', {}, el('strong', {}, 'Question: '), item.question), el('ol', { 'aria-label': 'statements' }, statements)];
  if (item.detail) children.push(el('h5', {}, 'Judge decisions'), el('pre', {}, JSON.stringify(item.detail, null, 2)));
  if (runId.includes('/runs/')) {
    const sweep = runId.slice(0, runId.indexOf('/runs/'));
    children.push(el('button', { type: 'button', onclick: () => compare(sweep, item.id, view) }, 'Compare across the sweep’s settings'));
  }
  view.replaceChildren(...children);
  view.focus();
}

async function compare(sweep, itemId, view) {
  const { settings } = await api(`/api/run/compare?id=${encodeURIComponent(sweep)}&item=${encodeURIComponent(itemId)}`);
  const keys = [...new Set(settings.flatMap((entry) => Object.keys(entry.item?.scores ?? {})))];
  view.append(el('table', { 'aria-label': 'the same question across settings' },
    el('thead', {}, el('tr', {}, el('th', {}, 'setting'), el('th', {}, 'answer'), keys.map((key) => el('th', {}, key)))),
    el('tbody', {}, settings.map((entry) => el('tr', {}, el('th', { scope: 'row' }, Object.entries(entry.setting).map(([key, value]) => `${key} = ${value}`).join(', ')), el('td', {}, entry.item?.answer ?? '—'), keys.map((key) => el('td', {}, format(entry.item?.scores?.[key]))))))));
}

function itemTable(items, runId) {
  const keys = [...new Set(items.flatMap((item) => Object.keys(item.scores ?? {})))];
  return el('table', { 'aria-label': 'items' },
    el('thead', {}, el('tr', {}, el('th', {}, 'id'), el('th', {}, 'question'), el('th', {}, 'answer'), keys.map((key) => el('th', {}, key)))),
    el('tbody', {}, items.map((item) => el('tr', {}, el('td', {}, runId ? el('button', { type: 'button', class: 'item-open', onclick: () => itemView(item, runId) }, item.id) : item.id), el('td', {}, item.question), el('td', {}, item.answer ?? (item.failed ? 'failed' : '—')), keys.map((key) => el('td', {}, format(item.scores[key])))))));
}

async function itemBrowser(id, container) {
  const { items } = await api(`/api/run/items?id=${encodeURIComponent(id)}`);
  const keys = [...new Set(items.flatMap((item) => Object.keys(item.scores ?? {})))];
  const metric = el('select', { id: 'filter-metric' }, keys.map((key) => el('option', { value: key }, key)));
  const below = el('input', { id: 'filter-below', type: 'number', step: 'any' });
  const result = el('div', { id: 'items' });
  const apply = async () => {
    const query = new URLSearchParams({ id, metric: metric.value, sort: metric.value });
    if (below.value !== '') query.set('below', below.value);
    const filtered = await api(`/api/run/items?${query}`);
    result.replaceChildren(el('p', { role: 'status' }, `${filtered.items.length} of ${items.length} items`), itemTable(filtered.items, id));
  };
  container.append(el('h3', {}, 'Items'),
    el('div', { class: 'filters' }, el('label', { for: 'filter-metric' }, 'Metric'), metric, el('label', { for: 'filter-below' }, 'below'), below, el('button', { type: 'button', id: 'filter-apply', onclick: apply }, 'Filter')),
    result, el('div', { id: 'item-view', tabindex: '-1', 'aria-live': 'polite' }));
  result.replaceChildren(itemTable(items, id));
}

async function showRuns(selected) {
  const list = document.getElementById('run-list');
  const view = document.getElementById('run-view');
  try {
    const { runs } = await api('/api/runs');
    list.replaceChildren(...runs.map((run) => el('li', {}, el('a', { href: `#run=${encodeURIComponent(run.id)}` }, run.id), ` — ${run.kind}: ${run.title}`)));
  } catch (error) {
    list.replaceChildren(el('li', {}, error.message));
  }
  view.replaceChildren();
  if (!selected) return;
  try {
    const run = await api(`/api/run?id=${encodeURIComponent(selected)}`);
    view.append(el('h3', {}, `${run.kind}: ${run.id}`));
    for (const [n, figure] of run.figures.entries()) view.append(el('img', { class: 'chart', src: `/api/run/figure?id=${encodeURIComponent(run.id)}&name=${encodeURIComponent(figure)}`, alt: `chart ${n + 1} of ${run.id}` }));
    if (run.kind === 'sweep') {
      const rows = run.sweep.rows ?? [];
      const metrics = [...new Set(rows.flatMap((row) => Object.keys(row.metrics)))];
      view.append(el('table', { 'aria-label': 'sweep results' },
        el('thead', {}, el('tr', {}, el('th', {}, 'setting'), metrics.map((id) => el('th', {}, id)))),
        el('tbody', {}, rows.map((row) => el('tr', {}, el('th', { scope: 'row' }, el('a', { href: `#run=${encodeURIComponent(`${run.id}/${row.run}`)}` }, Object.entries(row.setting).map(([key, value]) => `${key} = ${value}`).join(', '))), metrics.map((id) => el('td', {}, format(row.metrics[id]?.mean))))))));
    } else {
      if (run.metrics) view.append(metricTable(run.metrics.metrics));
      view.append(el('details', {}, el('summary', {}, 'Configuration'), el('pre', {}, JSON.stringify(run.config, null, 2))));
      await itemBrowser(run.id, view);
    }
  } catch (error) {
    view.replaceChildren(el('p', { role: 'alert' }, error.message));
  }
}

// ---- score ----------------------------------------------------------------------------------------------------
document.getElementById('score-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const status = document.getElementById('score-status');
  const file = document.getElementById('score-file').files[0];
  if (!file) return;
  status.textContent = `Scoring ${file.name}…`;
  try {
    const { result } = await api('/api/eval', { suite: document.getElementById('score-suite').value, judge: document.getElementById('score-judge').value, name: file.name, content: await file.text() });
    document.getElementById('score-result').replaceChildren(metricTable(result.metrics), el('h3', {}, 'Items'), itemTable(result.perItem.map((item) => ({ id: item.id, question: item.question, answer: null, scores: item.scores }))));
    status.textContent = `Scored ${result.n} items of ${file.name} with the ${result.judge ?? 'no'} judge.`;
  } catch (error) {
    status.textContent = error.message;
  }
});

loadStrategies().catch(() => {});
route();
