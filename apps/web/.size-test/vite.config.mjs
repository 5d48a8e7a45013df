export default { build: { rolldownOptions: { input: process.env.ENTRY }, outDir: 'dist-' + process.env.NAME, emptyOutDir: true } };
