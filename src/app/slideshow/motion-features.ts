// Loaded by import() from motion.tsx, so this chunk stays off the critical path.
import { domMax } from 'framer-motion';

export default domMax;
