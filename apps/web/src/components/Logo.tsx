import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DirectionsCarFilledOutlined from '@mui/icons-material/DirectionsCarFilledOutlined';
import { brandBlue } from '../theme/palette';

/** The product's name: the same in every language. */
const PRODUCT_NAME = 'Carcare';

/** The "Carcare" word mark; the word hides on very narrow screens when compact is set. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{ width: 36, height: 36, borderRadius: '10px', display: 'grid', placeItems: 'center', bgcolor: brandBlue, color: '#fff' }}
      >
        <DirectionsCarFilledOutlined fontSize="small" />
      </Box>
      <Typography
        component="span"
        sx={{ fontSize: '1.25rem', fontWeight: 700, color: 'text.primary', display: compact ? { xs: 'none', sm: 'inline' } : 'inline' }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}

export default Logo;
