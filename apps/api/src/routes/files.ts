import type { FastifyInstance } from "fastify";
import { calls, FILE_FIELD } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import {
  addToFileGroup,
  createFileGroup,
  deleteFileGroup,
  deleteOneFile,
  getFileGroup,
  parseFileTypeField,
  readUpload,
  sendFile,
} from "../services/files";

/** Files (SPEC §7): plain and encrypted attachment groups; downloads are the owner's only. */
export default async function filesRoutes(app: FastifyInstance) {
  defineRoute(app, calls.uploadFiles, async ({ req, query, user, ...deps }) => {
    const { files } = await readUpload(deps, req, FILE_FIELD.PLAIN);
    return createFileGroup(deps, user.userNo, query.fileType, false, files);
  });
  defineRoute(app, calls.addFiles, async ({ req, params, query, user, ...deps }) => {
    const { files } = await readUpload(deps, req, FILE_FIELD.PLAIN);
    return addToFileGroup(deps, user.userNo, params.sn, false, files, query.fileType);
  });
  defineRoute(app, calls.getFiles, ({ params, user, ...deps }) => getFileGroup(deps, user.userNo, params.sn));
  defineRoute(app, calls.downloadFile, ({ params, user, reply, ...deps }) => sendFile(deps, reply, user.userNo, params.a, params.b, false));
  defineRoute(app, calls.deleteFileGroup, ({ params, user, ...deps }) => deleteFileGroup(deps, user.userNo, params.a));
  defineRoute(app, calls.deleteFile, ({ params, user, ...deps }) => deleteOneFile(deps, user.userNo, params.a, params.b));
  defineRoute(app, calls.uploadEncryptedFiles, async ({ req, user, ...deps }) => {
    const { files, fields } = await readUpload(deps, req, FILE_FIELD.ENCRYPTED);
    return createFileGroup(deps, user.userNo, parseFileTypeField(fields.fileType, "DOCUMENT"), true, files);
  });
  defineRoute(app, calls.addEncryptedFiles, async ({ req, params, user, ...deps }) => {
    const { files, fields } = await readUpload(deps, req, FILE_FIELD.ENCRYPTED);
    const fileType = fields.fileType ? parseFileTypeField(fields.fileType, "DOCUMENT") : undefined;
    return addToFileGroup(deps, user.userNo, params.sn, true, files, fileType);
  });
  defineRoute(app, calls.downloadDecryptedFile, ({ params, user, reply, ...deps }) =>
    sendFile(deps, reply, user.userNo, params.a, params.b, true),
  );
}
