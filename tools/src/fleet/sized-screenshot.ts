import { renderLoginPage } from '../../../apps/server/src/demo/fleet/fake-login-page.ts';

/**
 * A fake login page screenshot of about `targetBytes` (within 5%): the backdrop's texture is searched
 * until the JPEG has that size. The benchmark's evidence, so its figures name a size.
 */
export async function screenshotOfSize(targetBytes: number): Promise<Buffer> {
  let low = 0.2;
  let high = 24;
  let best: Buffer | null = null;
  for (let i = 0; i < 14; i++) {
    const texture = (low + high) / 2;
    const { jpeg } = await renderLoginPage({
      brand: 'Microsoft',
      layout: 'card',
      device: 'D',
      heading: 'Sign in',
      notice: 'Unusual sign-in activity detected. Verify your identity to continue.',
      texture,
      quality: 80,
    });
    if (!best || Math.abs(jpeg.length - targetBytes) < Math.abs(best.length - targetBytes)) best = jpeg;
    if (Math.abs(jpeg.length - targetBytes) <= targetBytes * 0.05) break;
    if (jpeg.length < targetBytes) low = texture;
    else high = texture;
  }
  if (!best) throw new Error('no screenshot rendered');
  return best;
}
