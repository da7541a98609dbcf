// The modules every page runs, named once so that the build puts them in one file (decision 024).
// scripts/build-client.mjs imports this module at the end of every file under src/ (decision 094),
// the entry points and the chunks loaded with `import()` among them: esbuild groups a module with
// the others that the same entry points reach, so a module every page runs but only some chunks import (React, the shop context, the log...)
// would otherwise get a file of its own for each such group, and a page would pay for a dozen
// small files, each compressed on its own. Nothing here runs code of its own.
import 'react-dom/client';
import '../shared/ui/App';
import './browser';
import './LiveApp';
