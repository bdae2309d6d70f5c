// jest-environment-jsdom with a faster getComputedStyle that gives the same results.
//
// jsdom computes an element's style by testing it against every rule of every stylesheet, in order, and antd's
// CSS-in-JS injects about 2,000 rules. nwsapi keeps only 1,000 compiled selectors (an LRU), so that walk evicts
// each selector before it comes round again: every rule was parsed and compiled anew for every element, after
// every DOM change (jsdom drops its style cache then). getComputedStyle, which Testing Library (roles, names,
// visibility), user-event and antd all call, took most of the suites' run time.
//
// Here the element is tested, still by jsdom's own matcher and in the same order, only against the rules that
// can match it: rules are indexed by a class (or else the element type) that the last compound of their selector
// requires; the element is tested against the rules of its classes and type plus those the index cannot key
// (selectors without either, or ones not read here, e.g. with escapes). Skipping a rule that requires a class or
// type the element lacks changes nothing, so the declarations are built exactly as jsdom builds them.
// jsdom-environment.test.tsx compares the results with jsdom's own, on antd's styles too.
//
// Also for antd's style writes, which call them a lot: HTMLCollection.namedItem from a map (installIndexedNamedItems),
// and querySelector of a bare type name by a walk that stops at the first match (installFirstOfTypeQuery).
const path = require('node:path');

const environmentPath = require.resolve('jest-environment-jsdom');
const jsdomRoot = path.dirname(require.resolve('jsdom/package.json', { paths: [environmentPath] }));
const helpers = path.join(jsdomRoot, 'lib/jsdom/living/helpers');

// This mirrors jsdom 26's getDeclarationForElement (lib/jsdom/living/helpers/style-rules.js); with another jsdom
// version, jsdom's own (slow) one stays. Window.js takes the function when it loads, so replace it before.
const SUPPORTED_JSDOM = /^26\./;
let indexedStyleRules = false;
let indexedNamedItems = false;
let firstOfTypeQuery = false;
if (SUPPORTED_JSDOM.test(require(path.join(jsdomRoot, 'package.json')).version)) {
  if (!require.cache[path.join(jsdomRoot, 'lib/jsdom/browser/Window.js')]) {
    installIndexedStyleRules();
    indexedStyleRules = true;
  }
  firstOfTypeQuery = installFirstOfTypeQuery();
  installIndexedNamedItems();
  indexedNamedItems = true;
}

// querySelector('head') (antd asks for the container of its styles on every style it writes) by a walk that stops at
// the first element of that name, instead of nwsapi's list of every element of the document with that name.
//
// Only for a selector that is a bare type name in lower case: the walk goes through the descendants in tree order and the first
// that jsdom's own matcher accepts is the answer, as nwsapi's would be. A type selector matches only elements whose
// local name is the type (ASCII case aside), so the others are skipped without asking the matcher.
// Document, Element and DocumentFragment have copies of ParentNode's method: each is replaced.
function installFirstOfTypeQuery() {
  // jsdom's modules in their own order (they require each other in cycles).
  require(path.join(jsdomRoot, 'lib/api.js'));
  const nodes = path.join(jsdomRoot, 'lib/jsdom/living/nodes');
  const { querySelector } = require(path.join(nodes, 'ParentNode-impl.js')).implementation.prototype;
  const { matchesDontThrow } = require(path.join(helpers, 'selectors.js'));
  const { domSymbolTree } = require(path.join(helpers, 'internal-constants.js'));
  const ELEMENT_NODE = 1;
  // Lower case only: nwsapi's querySelector and its matcher differ on 'Div' (the first finds a div, the second not).
  const TYPE_NAME = /^[a-z][a-z0-9-]*$/;
  function querySelectorFirstOfType(selectors) {
    // The document before it has its root element, and every other selector: jsdom's way.
    if (typeof selectors !== 'string' || !TYPE_NAME.test(selectors) || (this === this._ownerDocument && !this.documentElement)) {
      return querySelector.call(this, selectors);
    }
    const name = selectors.toLowerCase();
    for (const node of domSymbolTree.treeIterator(this)) {
      if (node !== this && node.nodeType === ELEMENT_NODE && node._localName.toLowerCase() === name && matchesDontThrow(node, selectors)) {
        return node;
      }
    }
    return null;
  }
  let replaced = 0;
  for (const file of ['Document-impl.js', 'Element-impl.js', 'DocumentFragment-impl.js']) {
    const { prototype } = require(path.join(nodes, file)).implementation;
    if (prototype.querySelector === querySelector) {
      prototype.querySelector = querySelectorFirstOfType;
      replaced++;
    }
  }
  return replaced === 3;
}

// jsdom 26's HTMLCollection.namedItem, answered from a map of the names built once per version of the collection.
//
// A collection is a proxy whose every string property read (`length` included) first looks for an element of that
// id or name, walking the whole list. antd (@rc-component/util's dynamicCSS) lists <head>'s children with
// Array.from(head.children) on every style it writes: reading `length` once per element, each read walking every
// style element, so quadratic per write in the hundreds of styles antd adds. The map gives the same element: the
// first, in list order, whose id or (HTML element's) name is the key. Any change in the collection's subtree (an
// element added or removed, an attribute set) moves the root's version, which the collection follows, so a map of
// an older version is never read.
function installIndexedNamedItems() {
  const { implementation: HTMLCollectionImpl } = require(path.join(jsdomRoot, 'lib/jsdom/living/nodes/HTMLCollection-impl.js'));
  const { HTML_NS } = require(path.join(helpers, 'namespaces.js'));
  const namedItems = new WeakMap();
  HTMLCollectionImpl.prototype.namedItem = function namedItem(key) {
    if (key === '') {
      return null;
    }
    this._update();
    let cached = namedItems.get(this);
    if (cached === undefined || cached.version !== this._version) {
      const byName = new Map();
      for (const element of this._list) {
        const id = element.getAttributeNS(null, 'id');
        if (id && !byName.has(id)) byName.set(id, element);
        if (element._namespaceURI === HTML_NS) {
          const name = element.getAttributeNS(null, 'name');
          if (name && !byName.has(name)) byName.set(name, element);
        }
      }
      cached = { version: this._version, byName };
      namedItems.set(this, cached);
    }
    return cached.byName.get(key) ?? null;
  };
}

function installIndexedStyleRules() {
  const styleRules = require(path.join(helpers, 'style-rules.js'));
  const { matchesDontThrow } = require(path.join(helpers, 'selectors.js'));
  const cssom = require(require.resolve('rrweb-cssom', { paths: [helpers] }));
  const { CSSStyleDeclaration } = require(require.resolve('cssstyle', { paths: [helpers] }));
  const defaultStyleSheetText = require(path.join(jsdomRoot, 'lib/jsdom/browser/default-stylesheet.js'));
  const { forEach, indexOf } = Array.prototype;
  let defaultStyleSheet;

  /**
   * Per document: the sheets (and their rule counts) the index was built from, and the index. A sheet whose text
   * changes is a new sheet; a rule added or removed through the CSSOM changes the count (antd writes text).
   */
  const indexes = new WeakMap();

  function ruleIndexOf(documentImpl) {
    const sheets = documentImpl.styleSheets._list;
    const cached = indexes.get(documentImpl);
    if (
      cached &&
      cached.sheets.length === sheets.length &&
      cached.sheets.every((sheet, index) => sheet === sheets[index] && cached.ruleCounts[index] === sheet.cssRules.length)
    ) {
      return cached.index;
    }
    defaultStyleSheet ??= cssom.parse(defaultStyleSheetText);
    const index = buildIndex([defaultStyleSheet, ...sheets]);
    indexes.set(documentImpl, { sheets: [...sheets], ruleCounts: sheets.map((sheet) => sheet.cssRules.length), index });
    return index;
  }

  // The rules in jsdom's order (sheets in order; a media rule's rules in its place when it applies to screen).
  function buildIndex(sheets) {
    const buckets = new Map();
    const unkeyed = [];
    let order = 0;
    const add = (rule) => {
      const entry = { rule, order: order++ };
      const keys = typeof rule.selectorText === 'string' ? selectorKeys(rule.selectorText) : null;
      if (keys === null) unkeyed.push(entry);
      else {
        for (const key of keys) {
          const bucket = buckets.get(key);
          if (bucket) bucket.push(entry);
          else buckets.set(key, [entry]);
        }
      }
    };
    for (const sheet of sheets) {
      forEach.call(sheet.cssRules, (rule) => {
        if (rule.media) {
          if (indexOf.call(rule.media, 'screen') !== -1) forEach.call(rule.cssRules, add);
        } else add(rule);
      });
    }
    return { buckets, unkeyed };
  }

  function candidateRules(elementImpl, index) {
    const lists = [index.unkeyed];
    const classes = elementImpl.getAttributeNS(null, 'class');
    if (classes) {
      for (const name of classes.toLowerCase().split(/[\t\n\f\r ]+/)) {
        const bucket = name && index.buckets.get(`.${name}`);
        if (bucket) lists.push(bucket);
      }
    }
    const typeBucket = index.buckets.get(`<${String(elementImpl.localName).toLowerCase()}`);
    if (typeBucket) lists.push(typeBucket);
    if (lists.length === 1) return index.unkeyed;
    const seen = new Set();
    const entries = [];
    for (const list of lists) {
      for (const entry of list) {
        if (!seen.has(entry)) {
          seen.add(entry);
          entries.push(entry);
        }
      }
    }
    return entries.sort((a, b) => a.order - b.order);
  }

  // jsdom 26's getDeclarationForElement, with the rule walk limited to the candidates.
  styleRules.getDeclarationForElement = (elementImpl) => {
    let styleCache = elementImpl._ownerDocument._styleCache;
    if (!styleCache) {
      styleCache = elementImpl._ownerDocument._styleCache = new WeakMap();
    }
    const cachedDeclaration = styleCache.get(elementImpl);
    if (cachedDeclaration) {
      return cachedDeclaration;
    }

    const declaration = new CSSStyleDeclaration();
    function handleProperty(style, property) {
      const value = style.getPropertyValue(property);
      // https://drafts.csswg.org/css-cascade-4/#valdef-all-unset
      if (value === 'unset') {
        declaration.removeProperty(property);
      } else {
        declaration.setProperty(property, value, style.getPropertyPriority(property));
      }
    }

    for (const { rule } of candidateRules(elementImpl, ruleIndexOf(elementImpl._ownerDocument))) {
      if (matchesDontThrow(elementImpl, rule.selectorText)) {
        forEach.call(rule.style, (property) => handleProperty(rule.style, property));
      }
    }
    forEach.call(elementImpl.style, (property) => handleProperty(elementImpl.style, property));

    styleCache.set(elementImpl, declaration);
    return declaration;
  };
}

// The index is rebuilt whenever a stylesheet comes or goes; the same selectors come round again.
const selectorKeysCache = new Map();

/**
 * One key per comma-separated alternative of the selector: a class its last compound requires ('.name'), or else
 * its type ('<name'); null when an alternative has neither or the selector is not one read here.
 * Lowercased: a key then stands for a superset of what the matcher (case-insensitive in places) may match.
 */
function selectorKeys(selector) {
  let keys = selectorKeysCache.get(selector);
  if (keys === undefined) {
    keys = readSelectorKeys(selector);
    selectorKeysCache.set(selector, keys);
  }
  return keys;
}

function readSelectorKeys(selector) {
  if (selector.includes('\\')) return null;
  const keys = new Set();
  for (const alternative of splitTopLevel(selector)) {
    const compound = lastCompound(alternative.trim());
    const key = compoundKey(compound);
    if (key === null) return null;
    keys.add(key);
  }
  return keys.size > 0 ? keys : null;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r', '\f']);

/** Calls `visit(char, index, depth)` for each character outside strings; depth counts open ( and [. */
function scan(text, visit) {
  let depth = 0;
  let quote = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else visit(char, index, depth);
  }
  return depth === 0 && !quote;
}

function splitTopLevel(selector) {
  const parts = [];
  let start = 0;
  const balanced = scan(selector, (char, index, depth) => {
    if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, index));
      start = index + 1;
    }
  });
  if (!balanced) return [''];
  parts.push(selector.slice(start));
  return parts;
}

/** The part after the last combinator outside brackets, parentheses and strings. */
function lastCompound(selector) {
  let start = 0;
  scan(selector, (char, index, depth) => {
    if (depth === 0 && (WHITESPACE.has(char) || char === '>' || char === '+' || char === '~')) start = index + 1;
  });
  return selector.slice(start);
}

const IDENT_CHAR = /[-\w\u0080-\uffff]/;

function compoundKey(compound) {
  let key = null;
  scan(compound, (char, index, depth) => {
    if (key !== null || char !== '.' || depth !== 0) return;
    let end = index + 1;
    while (end < compound.length && IDENT_CHAR.test(compound[end])) end++;
    if (end > index + 1) key = `.${compound.slice(index + 1, end).toLowerCase()}`;
  });
  if (key !== null) return key;
  // A type selector opens the compound (not `*`, and not a namespaced `ns|type`).
  let end = 0;
  while (end < compound.length && IDENT_CHAR.test(compound[end])) end++;
  if (end > 0 && compound[end] !== '|' && !/^[-\d]/.test(compound)) return `<${compound.slice(0, end).toLowerCase()}`;
  return null;
}

const { TestEnvironment: JsdomEnvironment } = require(environmentPath);

class Environment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    // For jsdom-environment.test.tsx: say whether the indexes are in use (not with another jsdom version).
    this.global.__indexedStyleRules = indexedStyleRules;
    this.global.__indexedNamedItems = indexedNamedItems;
    this.global.__firstOfTypeQuery = firstOfTypeQuery;
  }
}

module.exports = Environment;
