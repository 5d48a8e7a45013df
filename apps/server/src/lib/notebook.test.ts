import { describe, expect, it } from 'vitest';
import { notebookMessages } from '@academy/contract/notebooks';
import { NotebookError, markdownToRichText, parseNotebook } from './notebook.ts';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const notebook = (cells: unknown[]) =>
  JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata: {}, cells });

describe('parseNotebook', () => {
  it('shows markdown with maths, code with its outputs: text, a table, an image, an error', () => {
    const cells = parseNotebook(
      notebook([
        {
          cell_type: 'markdown',
          metadata: {},
          source: ['# Odds\n', 'The odds are $\\frac{p}{1-p}$.'],
        },
        {
          cell_type: 'code',
          metadata: {},
          execution_count: 1,
          source: 'print(model.score(X, y))',
          outputs: [
            { output_type: 'stream', name: 'stdout', text: ['0.84\n'] },
            {
              output_type: 'execute_result',
              execution_count: 1,
              metadata: {},
              data: {
                'text/html':
                  '<table class="dataframe" border="1"><tr><td onclick="x()">1.42</td></tr></table>',
                'text/plain': 'odds 1.42',
              },
            },
            {
              output_type: 'display_data',
              metadata: {},
              data: { 'image/png': PNG, 'text/plain': '<Figure>' },
            },
            {
              output_type: 'error',
              ename: 'ValueError',
              evalue: 'bad',
              traceback: ['\u001b[0;31mValueError\u001b[0m: bad'],
            },
          ],
        },
        { cell_type: 'raw', metadata: {}, source: 'raw text' },
      ]),
    );
    expect(cells).toEqual([
      {
        kind: 'markdown',
        html: '<h2>Odds</h2>\n<p>The odds are <span data-math="inline" data-latex="\\frac{p}{1-p}">\\frac{p}{1-p}</span>.</p>',
      },
      {
        kind: 'code',
        source: 'print(model.score(X, y))',
        executionCount: 1,
        outputs: [
          { kind: 'stream', name: 'stdout', text: '0.84\n' },
          { kind: 'html', html: '<table><tr><td>1.42</td></tr></table>' },
          { kind: 'image', mime: 'image/png', data: PNG, alt: '<Figure>' },
          { kind: 'error', name: 'ValueError', value: 'bad', traceback: 'ValueError: bad' },
        ],
      },
      { kind: 'raw', text: 'raw text' },
    ]);
  });

  it('removes scripts and handlers from HTML outputs and markdown', () => {
    const [markdown, code] = parseNotebook(
      notebook([
        {
          cell_type: 'markdown',
          metadata: {},
          source:
            '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))',
        },
        {
          cell_type: 'code',
          metadata: {},
          execution_count: 2,
          source: 'display(HTML(...))',
          outputs: [
            {
              output_type: 'display_data',
              metadata: {},
              data: {
                'text/html': [
                  '<script>fetch("/api/accounts/profile/")</script>',
                  '<div onmouseover="alert(1)">hi</div><iframe src="https://evil.example"></iframe>',
                  '<style>body{display:none}</style><svg onload="alert(1)"></svg>',
                ],
              },
            },
          ],
        },
      ]),
    );
    expect(markdown).toEqual({
      kind: 'markdown',
      html: '<p><a target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    });
    expect(code).toMatchObject({ outputs: [{ kind: 'html', html: 'hi' }] });
  });

  it.each([
    ['{not json', notebookMessages.notJson],
    [
      JSON.stringify({ nbformat: 3, nbformat_minor: 0, metadata: {}, cells: [] }),
      notebookMessages.notV4,
    ],
    [
      notebook([
        { cell_type: 'markdown', metadata: {}, source: 'ok' },
        { cell_type: 'markdown', metadata: {}, source: 'ok' },
        { cell_type: 'code', metadata: {}, execution_count: null, source: 'x', outputs: {} },
      ]),
      'cell 3: outputs must be a list',
    ],
    [notebook([{ cell_type: 'video', source: 'x' }]), 'cell 1: '],
    [
      notebook([
        {
          cell_type: 'code',
          metadata: {},
          execution_count: 1,
          source: 'x',
          outputs: [
            {
              output_type: 'display_data',
              metadata: {},
              data: { 'image/png': '<svg onload=alert(1)>' },
            },
          ],
        },
      ]),
      'cell 1, output 1: image/png must be base64',
    ],
  ])('names what is wrong with %s', (source, message) => {
    expect(() => parseNotebook(source)).toThrow(NotebookError);
    expect(() => parseNotebook(source)).toThrow(message);
  });

  it('keeps displayed maths as a maths node', () => {
    expect(markdownToRichText('$$\n\\sum_i x_i\n$$')).toBe(
      '<div data-math="block" data-latex="\\sum_i x_i">\\sum_i x_i</div>',
    );
  });
});
