// Issue 21: the few global rules antd's theme tokens cannot express. Rendered once by AppProviders.
const ACCESSIBILITY_CSS = `
/* The password field's eye icon is 14px: a 24px target (WCAG 2.5.8) without moving the icon. */
.ant-input-affix-wrapper .ant-input-password-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  min-height: 24px;
  margin-block: -5px;
}
/* antd's focus ring is its light primary border colour (under 3:1 on white, WCAG 1.4.11): the primary colour
   itself, on everything that takes focus by keyboard, tabs, segmented options and menu items included. */
.ant-btn:focus-visible,
.ant-tabs-tab-btn:focus-visible,
.ant-segmented-item-focused,
.ant-menu-item:focus-visible,
.ant-menu-submenu-title:focus-visible,
.ant-dropdown-menu-item:focus-visible,
.ant-switch:focus-visible,
.ant-checkbox-input:focus-visible + .ant-checkbox-inner,
.ant-radio-input:focus-visible + .ant-radio-inner,
.ant-pagination-item:focus-visible,
.ant-typography a:focus-visible,
.ant-input-password-icon:focus-visible {
  outline: 2px solid var(--ant-color-primary, #3559e0) !important;
  outline-offset: 1px;
}
/* The skip link stays out of sight until a keyboard user reaches it. */
.tessera-skip-link {
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 1100;
  padding: 8px 16px;
  background: #ffffff;
  color: var(--ant-color-primary, #3559e0);
  border: 2px solid var(--ant-color-primary, #3559e0);
  border-radius: 8px;
}
.tessera-skip-link:focus {
  top: 8px;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;

/** Identifies the rules: React puts a `<style href precedence>` once into the document's head. */
export const ACCESSIBILITY_STYLES_HREF = 'tessera-accessibility';

export function AccessibilityStyles() {
  return (
    <style href={ACCESSIBILITY_STYLES_HREF} precedence="low">
      {ACCESSIBILITY_CSS}
    </style>
  );
}
