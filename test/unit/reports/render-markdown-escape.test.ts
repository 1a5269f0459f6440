import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../eval/reports/render-markdown.js';

describe('report.md', () => {
  it('escapes HTML coming from spec fields, file names and model names', () => {
    const markdown = renderMarkdown(
      {
        title: 'Run: <script>alert(1)</script> on data.json',
        summary: ['model <img src=x onerror=alert(2)>'],
        tables: [{ caption: 'Metrics <b>', headers: ['metric', '<i>id</i>'], rows: [['a|b', '<svg onload=alert(3)>']] }],
        charts: [],
        notes: { '<u>key</u>': 'value & <em>more</em>' },
        config: { name: '<script>' },
      },
      [],
    );
    const outsideConfig = markdown.slice(0, markdown.indexOf('## Configuration'));
    expect(outsideConfig).not.toMatch(/<(script|img|svg|b|i|u|em)\b/);
    expect(outsideConfig).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(outsideConfig).toContain('a\\|b');
    expect(outsideConfig).toContain('value &amp; &lt;em&gt;more&lt;/em&gt;');
  });
});
