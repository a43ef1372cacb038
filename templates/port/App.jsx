import { Routes, Route } from 'react-router-dom';
{{imports}}

export default function App() {
  return (
    <Routes>
{{routes}}
    </Routes>
  );
}
