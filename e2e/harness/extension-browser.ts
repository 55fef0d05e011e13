// Shared with the detection benchmark: the launcher lives in tools/src/lib.
export {
  EXTENSION_DIST,
  type ExtensionBrowser,
  launchWithExtension,
} from '../../tools/src/lib/extension-browser.ts';
