// The test environment (jsdom-environment.cjs) computes styles from an index of the stylesheets' rules. These
// tests compare what it gives with what jsdom itself gives (a plain jsdom loaded inside the test, which the
// environment's change does not reach), element by element, for selectors of every kind and for antd's styles;
// and the elements HTMLCollection.namedItem finds by id or name, and querySelector by type.
import { act, render } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { AppProviders } from '../src/ui/AppProviders';
import { Button, Dropdown, Form, Input, Modal, Select, Switch } from '../src/ui/antd';

// jsdom's own computation, for the copy, is the slow one this environment replaces: a few seconds.
jest.setTimeout(60_000);

/** A plain jsdom document with the same stylesheets, attributes and body as this one. */
function plainCopy(): Document {
  const { document: plain } = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>').window;
  // In the order jsdom applies them (a sheet whose text changed moves to the end), which the copy keeps.
  const styleElements = new Map([...document.querySelectorAll('style')].map((style) => [style.sheet, style]));
  for (const sheet of document.styleSheets) {
    const copy = plain.createElement('style');
    copy.textContent = styleElements.get(sheet as CSSStyleSheet)!.textContent;
    plain.head.append(copy);
  }
  for (const [from, to] of [[document.documentElement, plain.documentElement], [document.body, plain.body]] as const) {
    for (const attribute of from.attributes) to.setAttribute(attribute.name, attribute.value);
  }
  plain.body.innerHTML = document.body.innerHTML;
  return plain;
}

/** Every element's computed style (each property with its value and priority), in document order. */
function computedStyles(doc: Document): string[] {
  const view = doc.defaultView!;
  return [doc.documentElement, ...doc.documentElement.querySelectorAll('*')].map((element) => {
    const style = view.getComputedStyle(element);
    const properties = [...Array(style.length).keys()].map((index) => style.item(index));
    return `${element.tagName}.${element.getAttribute('class') ?? ''}: ${properties
      .map((property) => `${property}=${style.getPropertyValue(property)}${style.getPropertyPriority(property) ? '!' : ''}`)
      .join('; ')}`;
  });
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the test environment computes styles as jsdom does', () => {
  it('indexes the rules (an upgraded jsdom needs jsdom-environment.cjs looked at again)', () => {
    expect((globalThis as { __indexedStyleRules?: boolean }).__indexedStyleRules).toBe(true);
  });

  it('for selectors of every kind', () => {
    const style = document.createElement('style');
    style.textContent = `
      .card { display: flex; color: rgb(1, 1, 1); }
      .card.wide, [data-kind="x"] { width: 10px; }
      .CASE { margin-top: 1px; }
      div > .title + .subtitle { visibility: hidden; }
      :where(.theme) .title:not(.muted) { opacity: 0.5; }
      .list li:nth-child(2n+1) { padding-left: 3px; }
      li { list-style: none; }
      * { box-sizing: border-box; }
      [class^="card"], [class*=" card"] { border-top-width: 2px; }
      #main .card { z-index: 2; }
      svg.icon, svg .part { fill: red; }
      .card::before { content: "x"; }
      .a\\:b { height: 4px; }
      ul.list, .missing-class, p { pointer-events: none; }
      .card { color: rgb(2, 2, 2) !important; }
      .card { color: rgb(3, 3, 3); }
      .subtitle { margin-left: 5px; }
      .card .subtitle { margin-left: unset; }
      @media screen { .subtitle { display: inline; } }
      @media print { .subtitle { display: none; } }
    `;
    document.head.append(style);
    document.body.innerHTML = `
      <main id="main" class="theme">
        <div class="card wide" data-kind="x"><span class="title">T</span><span class="subtitle">S</span></div>
        <div class="Card CASE"><span class="title muted">M</span></div>
        <ul class="list"><li>1</li><li>2</li><li class="a:b">3</li></ul>
        <p class="x-card">p</p>
        <svg class="icon"><g class="part"></g></svg>
      </main>`;
    expect(computedStyles(document)).toEqual(computedStyles(plainCopy()));
  });

  it("for antd's components and styles", async () => {
    render(
      <AppProviders>
        <Form>
          <Form.Item label="Name" validateStatus="error" help="Project name is required">
            <Input placeholder="Name" />
          </Form.Item>
          <Form.Item label="Roles">
            <Select open mode="multiple" defaultValue={['a']} options={[{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta', disabled: true }]} />
          </Form.Item>
          <Button type="primary">Save</Button> <Button disabled>Cancel</Button>
          <Dropdown open menu={{ items: [{ key: 'open', label: 'Open' }, { type: 'divider' }, { key: 'delete', label: 'Delete', danger: true }] }}>
            <Button>Actions</Button>
          </Dropdown>
        </Form>
        <Modal open title="Project settings">
          <Switch defaultChecked />
        </Modal>
      </AppProviders>,
    );
    await act(async () => {});
    const styles = computedStyles(document);
    // antd's rules are in: the dialog, the open dropdowns and the form are there and styled.
    expect(document.querySelectorAll('style').length).toBeGreaterThan(20);
    expect(styles.length).toBeGreaterThan(100);
    expect(styles.find((line) => line.startsWith('DIV.ant-modal-wrap'))).toContain('position=fixed');
    expect(styles).toEqual(computedStyles(plainCopy()));
  });
});

describe('the test environment finds named items as jsdom does', () => {
  it('indexes the names (an upgraded jsdom needs jsdom-environment.cjs looked at again)', () => {
    expect((globalThis as { __indexedNamedItems?: boolean }).__indexedNamedItems).toBe(true);
  });

  it('by id and name, first in order, and after the collection or an attribute changes', () => {
    const markup = `
      <div id="a"></div><div name="b" id="c"></div><input name="a"><p id="b"></p>
      <svg name="svg-name" id="svg-id"></svg><select id="s"><option id="o1" name="x"></option><option name="x"></option></select>`;
    const plain = new JSDOM('<!DOCTYPE html><html><body></body></html>').window.document;
    const keys = ['a', 'b', 'c', 'x', 'o1', 's', 'svg-name', 'svg-id', 'length', 'item', 'missing', 'new', ''];
    /** For each collection and key: the index of the element namedItem gives, through the method and as a property. */
    const found = (doc: Document) => {
      const collections = [doc.body.children, doc.getElementsByTagName('*'), doc.getElementsByTagName('div'), (doc.getElementById('s') as HTMLSelectElement).options];
      return collections.flatMap((collection) =>
        keys.map((key) => {
          const byMethod = collection.namedItem(key);
          const byProperty = (collection as unknown as Record<string, unknown>)[key];
          return [key, Array.prototype.indexOf.call(collection, byMethod), byProperty instanceof doc.defaultView!.Element ? Array.prototype.indexOf.call(collection, byProperty) : typeof byProperty];
        }),
      );
    };
    const changes: Array<(doc: Document) => void> = [
      () => {},
      (doc) => doc.getElementById('a')!.setAttribute('id', 'new'),
      (doc) => doc.querySelector('input')!.remove(),
      (doc) => doc.body.prepend(Object.assign(doc.createElement('span'), { id: 'b' })),
      (doc) => doc.querySelector('[name="b"]')!.removeAttribute('name'),
      (doc) => doc.getElementById('o1')!.setAttribute('name', 'o1'),
    ];
    document.body.innerHTML = markup;
    plain.body.innerHTML = markup;
    const results: unknown[] = [];
    for (const change of changes) {
      change(document);
      change(plain);
      const expected = found(plain);
      expect(found(document)).toEqual(expected);
      results.push(expected);
    }
    // The changes changed what is found (the comparisons above were not all of unchanged collections).
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(changes.length);
  });
});

describe('the test environment finds the first element of a type as jsdom does', () => {
  it('walks to it (an upgraded jsdom needs jsdom-environment.cjs looked at again)', () => {
    expect((globalThis as { __firstOfTypeQuery?: boolean }).__firstOfTypeQuery).toBe(true);
  });

  it('from the document, an element and a fragment, for HTML and SVG names in any case', () => {
    const markup = `
      <div id="d1"><span id="s1"></span><ul><li id="l1"></li></ul></div><DIV id="d2"><span id="s2"></span></DIV>
      <svg id="svg"><foreignObject id="fo"><div id="d3"></div></foreignObject><linearGradient id="lg"></linearGradient></svg>
      <template id="t"><p id="p-in-template"></p></template>`;
    const plain = new JSDOM(`<!DOCTYPE html><html><head><title>x</title></head><body>${markup}</body></html>`).window.document;
    document.head.innerHTML = '<title>x</title>';
    document.body.innerHTML = markup;
    const selectors = ['head', 'HEAD', 'body', 'title', 'div', 'Div', 'span', 'li', 'svg', 'foreignObject', 'foreignobject', 'lineargradient', 'linearGradient', 'p', 'template', 'missing', 'h1'];
    /** For each root and selector: the id (or tag) of what querySelector finds. */
    const found = (doc: Document) => {
      const fragment = doc.createDocumentFragment();
      fragment.append(doc.getElementById('d1')!.cloneNode(true));
      const roots: ParentNode[] = [doc, doc.body, doc.getElementById('d1')!, doc.getElementById('svg')!, fragment];
      return roots.flatMap((root) => selectors.map((selector) => {
        const element = root.querySelector(selector);
        return `${selector}: ${element ? element.id || element.tagName : null}`;
      }));
    };
    const expected = found(plain);
    expect(found(document)).toEqual(expected);
    // Mixed-case SVG names and the template's content are among the cases compared.
    expect(expected).toEqual(expect.arrayContaining(['foreignObject: fo', 'p: null', 'template: t', 'head: HEAD', 'Div: d1']));
  });
});
