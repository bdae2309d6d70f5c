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
const path = require('node:path');

const environmentPath = require.resolve('jest-environment-jsdom');
const jsdomRoot = path.dirname(require.resolve('jsdom/package.json', { paths: [environmentPath] }));
const helpers = path.join(jsdomRoot, 'lib/jsdom/living/helpers');

// This mirrors jsdom 26's getDeclarationForElement (lib/jsdom/living/helpers/style-rules.js); with another jsdom
// version, jsdom's own (slow) one stays. Window.js takes the function when it loads, so replace it before.
const SUPPORTED_JSDOM = /^26\./;
let indexedStyleRules = false;
if (SUPPORTED_JSDOM.test(require(path.join(jsdomRoot, 'package.json')).version) && !require.cache[path.join(jsdomRoot, 'lib/jsdom/browser/Window.js')]) {
  installIndexedStyleRules();
  indexedStyleRules = true;
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
    // For jsdom-environment.test.tsx: says whether the index is in use (not with another jsdom version).
    this.global.__indexedStyleRules = indexedStyleRules;
  }
}

module.exports = Environment;
