export type { ObjectStorage } from './object-storage';
export { LocalDiskStorage } from './local-disk-storage';
export { S3Storage } from './s3-storage';
export { createStorage } from './create-storage';
export { detectFileType, FILE_TYPE_GROUPS, type FileTypeGroup, type UploadKind } from './file-types';
export { sniffUpload, EmptyUploadError, UploadTooLargeError, SNIFF_BYTES, type SniffedUpload, type UploadSource } from './upload-stream';
export { requiredFile, storeUpload, typedUpload } from './received-upload';
export { uploadDisplayName } from './display-name';
