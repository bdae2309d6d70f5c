// The test environment (jsdom-environment.cjs) computes styles from an index of the stylesheets' rules. These
// tests compare what it gives with what jsdom itself gives (a plain jsdom loaded inside the test, which the
// environment's change does not reach), element by element, for selectors of every kind and for antd's styles.
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
