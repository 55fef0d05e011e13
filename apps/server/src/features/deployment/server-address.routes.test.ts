import { getServerAddress } from '@baitwatch/contracts/deployment/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_USERS, asUser, seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The Deployment page's notice: installers made on a server whose public address is a loopback one, or
// with placeholder extension ids, work on no other machine; every admin is told so.
let local: TestApp;
let published: TestApp;
let world: World;
beforeAll(async () => {
  local = await createTestApp();
  world = await seedWorld(local);
  published = await createTestApp({
    env: {
      PUBLIC_URL: 'https://console.example.com/',
      CHROME_EXTENSION_ID: 'abcdefghijklmnopabcdefghijklmnop',
      EDGE_EXTENSION_ID: 'ponmlkjihgfedcbaponmlkjihgfedcba',
    },
  });
});
afterAll(async () => {
  await local?.close();
  await published?.close();
});

describe('GET /v1/portal/deployment/server-address', () => {
  it('tells every admin that a loopback address and placeholder ids work on this machine only', async () => {
    for (const who of ALL_USERS) {
      const answer = await local.app.inject({
        url: getServerAddress.path,
        headers: await asUser(local, world, who),
      });
      expect({ who, status: answer.statusCode }).toEqual({ who, status: 200 });
      expect(answer.json()).toEqual({
        serverUrl: 'http://localhost:8080',
        loopback: true,
        placeholderExtensionIds: true,
      });
    }
  });

  it('is quiet for a published address and real store ids', async () => {
    const publishedWorld = await seedWorld(published);
    const answer = await published.app.inject({
      url: getServerAddress.path,
      headers: await asUser(published, publishedWorld, 'customer'),
    });
    expect(answer.json()).toEqual({
      serverUrl: 'https://console.example.com',
      loopback: false,
      placeholderExtensionIds: false,
    });
  });
});
