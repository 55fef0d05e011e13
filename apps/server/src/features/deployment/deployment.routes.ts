import {
  EXTENSION_PACKAGE_CONTENT_TYPE,
  extensionPackageParamsSchema,
} from '@baitwatch/contracts/deployment/extension-package';
import { groupPolicyGuideParamsSchema } from '@baitwatch/contracts/deployment/group-policy-guide';
import { INSTALLER_CONTENT_TYPE, installerParamsSchema } from '@baitwatch/contracts/deployment/installer';
import {
  rotateLicenseKeyParamsSchema,
  rotateLicenseKeyResponseSchema,
} from '@baitwatch/contracts/deployment/rotate-license-key';
import {
  SERVER_ADDRESS_PATH,
  serverAddressResponseSchema,
} from '@baitwatch/contracts/deployment/server-address';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import { publicAddressOf } from '../../public-address.ts';
import type { FeatureContext } from '../context.ts';
import { type DeploymentFile, deploymentService } from './deployment.service.ts';

/** A made file as a download; never cached, since it carries the license key. */
const sendFile = (reply: FastifyReply, contentType: string, file: DeploymentFile) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** The Deployment page's calls (spec doc 1 §2 "Deployment page"; decisions 0042, 0043). */
export async function registerDeploymentRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = deploymentService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  // Any admin: where the installers made here point, and whether that works beyond this machine.
  api.get(
    SERVER_ADDRESS_PATH.replace('/v1', ''),
    { schema: { response: { 200: serverAddressResponseSchema } } },
    async () => publicAddressOf(ctx.config),
  );

  api.get(
    '/portal/customers/:customerId/deployment/installer',
    { schema: { params: installerParamsSchema } },
    async (request, reply) =>
      sendFile(
        reply,
        INSTALLER_CONTENT_TYPE,
        await service.installer(requireUser(request), request.params.customerId),
      ),
  );

  api.get(
    '/portal/customers/:customerId/deployment/group-policy-guide',
    { schema: { params: groupPolicyGuideParamsSchema } },
    async (request, reply) =>
      sendFile(
        reply,
        'application/pdf',
        await service.groupPolicyGuide(requireUser(request), request.params.customerId),
      ),
  );

  api.get(
    '/portal/customers/:customerId/deployment/extension-package',
    { schema: { params: extensionPackageParamsSchema } },
    async (request, reply) =>
      sendFile(
        reply,
        EXTENSION_PACKAGE_CONTENT_TYPE,
        await service.extensionPackage(requireUser(request), request.params.customerId),
      ),
  );

  api.post(
    '/portal/customers/:customerId/license-key/rotate',
    { schema: { params: rotateLicenseKeyParamsSchema, response: { 200: rotateLicenseKeyResponseSchema } } },
    async (request) => service.rotateLicenseKey(requireUser(request), request.params.customerId),
  );
}
