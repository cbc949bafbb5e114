// The one function of http_ece (a dependency of web-push) the push tests use to read what was pushed.
declare module 'http_ece' {
  const ece: {
    decrypt(
      buffer: Buffer,
      params: { version: 'aes128gcm'; privateKey: unknown; authSecret: string },
    ): Buffer;
  };
  export default ece;
}
