import {
  downloadExtensionPackage,
  downloadGroupPolicyGuide,
  downloadInstaller,
  getServerAddress,
  rotateLicenseKey,
} from '@baitwatch/contracts/deployment/calls';
import { EXTENSION_PACKAGE_CONTENT_TYPE } from '@baitwatch/contracts/deployment/extension-package';
import { INSTALLER_CONTENT_TYPE } from '@baitwatch/contracts/deployment/installer';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import { publicAddressOf } from '../../public-address.ts';
import type { AppContext } from '../services.ts';
import type { DeploymentFile } from './deployment.service.ts';

/** A made file as a download; never cached, since it carries the license key. */
const sendFile = (reply: FastifyReply, contentType: string, file: DeploymentFile) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** The Deployment page's calls (deployment/calls.ts). */
export async function registerDeploymentRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.deployment;
  serveCall(v1, getServerAddress, () => publicAddressOf(ctx.config));
  serveCall(v1, downloadInstaller, async ({ user, params }, reply) =>
    sendFile(reply, INSTALLER_CONTENT_TYPE, await service.installer(user, params.customerId)),
  );
  serveCall(v1, downloadGroupPolicyGuide, async ({ user, params }, reply) =>
    sendFile(reply, 'application/pdf', await service.groupPolicyGuide(user, params.customerId)),
  );
  serveCall(v1, downloadExtensionPackage, async ({ user, params }, reply) =>
    sendFile(reply, EXTENSION_PACKAGE_CONTENT_TYPE, await service.extensionPackage(user, params.customerId)),
  );
  serveCall(v1, rotateLicenseKey, ({ user, params }) => service.rotateLicenseKey(user, params.customerId));
}
