/** The registered extension install a request's token proved, with what events copy from it. */
export interface InstallPrincipal {
  installId: string;
  tokenHash: string;
  customerId: number;
  extensionUserId: number;
  revokedAt: Date | null;
  customerActive: boolean;
  blobContainer: string;
  email: string | null;
  osUserId: string | null;
  osComputerName: string | null;
  osUuid: string | null;
  os: string | null;
  browser: string | null;
}
