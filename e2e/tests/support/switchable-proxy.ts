// Shared with the detection benchmark, which records what passes through it: tools/src/lib.
export { switchableProxy } from '../../../tools/src/lib/switchable-proxy.ts';
